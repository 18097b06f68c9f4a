/**
 * The one tslib helper @docusaurus/utils-common uses, for its copy in main.js (see index.ts): the
 * whole of tslib came with it otherwise. Same behaviour as tslib's `__importDefault`.
 * @param {any} mod
 */
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}

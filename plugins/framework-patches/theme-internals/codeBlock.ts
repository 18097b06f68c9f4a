/**
 * Theme internals of the code block, for our replacements src/theme/CodeBlock/Container and Content.
 * Neither `@docusaurus/theme-common/internal` nor the files under `@docusaurus/theme-classic/lib/`
 * are public API: this folder is the only place that imports them, behind the version guard of
 * plugins/framework-patches (__tests__/versions.test.ts).
 */
export { useCodeBlockContext } from '@docusaurus/theme-common/internal';
export { default as codeBlockContainerStyles } from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';
export { default as codeBlockContentStyles } from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

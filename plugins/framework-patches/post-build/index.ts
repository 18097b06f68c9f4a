/**
 * Docusaurus starts the `postBuild` of every plugin at once (core's build calls them in order, in
 * one tick, and awaits them together), so no plugin can read what a later one writes. The build
 * pass (plugins/build-pass) reads the client redirect pages and the OpenAPI downloads that plugins
 * listed after it write. It is listed first among the site's plugins and calls this before its
 * first `await`: each later plugin's `postBuild` is wrapped so that its promise is collected, and
 * `settled()` waits for all of them. If core stops calling them in that one tick (or calls them
 * with other objects than the ones wrapped here), `settled()` throws instead of letting the pass
 * read a half-written build.
 */
import type { Props } from '@docusaurus/types';

export interface LaterPostBuilds {
  /** Resolves when every later plugin's `postBuild` has finished; throws if any was not started. */
  settled(): Promise<void>;
}

export function laterPostBuilds(plugins: Props['plugins'], name: string): LaterPostBuilds {
  const index = plugins.findIndex((p) => p.name === name);
  if (index < 0) throw new Error(`[framework-patches/post-build] no plugin named "${name}" among the site's plugins`);
  const started = new Map<string, Promise<unknown>>();
  const wrapped: string[] = [];
  for (const plugin of plugins.slice(index + 1)) {
    const postBuild = plugin.postBuild?.bind(plugin);
    if (!postBuild) continue;
    const id = (plugin.options as { id?: unknown } | undefined)?.id;
    const key = `${plugin.name}${id ? `@${String(id)}` : ''}`;
    wrapped.push(key);
    plugin.postBuild = (props) => {
      const promise = Promise.resolve(postBuild(props));
      started.set(key, promise);
      return promise;
    };
  }
  return {
    async settled() {
      // Core calls the later plugins right after this plugin's postBuild returns its promise.
      await Promise.resolve();
      const missing = wrapped.filter((key) => !started.has(key));
      if (missing.length) {
        throw new Error(
          `[framework-patches/post-build] core did not start the postBuild of ${missing.join(', ')} in the tick after ` +
            `"${name}" (expected every one of ${wrapped.join(', ')}). Core's build no longer starts every postBuild at ` +
            'once: see the "`postBuild` in order" row of plugins/framework-patches/README.md.',
        );
      }
      await Promise.all(started.values());
    },
  };
}

/**
 * Docusaurus starts the `postBuild` of every plugin at once (core's build calls them in order, in
 * one tick, and awaits them together), so no plugin can read what a later one writes. The build
 * pass (plugins/build-pass) reads the client redirect pages and the OpenAPI downloads that plugins
 * listed after it write. It is listed first among the site's plugins and calls this before its
 * first `await`: each later plugin's `postBuild` is wrapped so that its promise is collected, and
 * the pass waits for all of them.
 */
import type { Props } from '@docusaurus/types';

/** The promises of the `postBuild` of every plugin listed after `name`, as core calls them. */
export function laterPostBuilds(plugins: Props['plugins'], name: string): Promise<unknown>[] {
  const started: Promise<unknown>[] = [];
  for (const plugin of plugins.slice(plugins.findIndex((p) => p.name === name) + 1)) {
    const postBuild = plugin.postBuild?.bind(plugin);
    if (!postBuild) continue;
    plugin.postBuild = (props) => {
      const promise = Promise.resolve(postBuild(props));
      started.push(promise);
      return promise;
    };
  }
  return started;
}

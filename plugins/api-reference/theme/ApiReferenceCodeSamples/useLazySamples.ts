/**
 * The samples of one API in the languages that load on demand. The module of an API loads once per
 * visit, the first time a reader's language is not cURL; once loaded, every tab shows its sample at
 * once. A failed load is tried again the next time a tab asks for it.
 */
import { useEffect, useState } from 'react';
import modules from '@generated/api-reference/default/lazy-samples.js';
import type { LazySamples } from '../../lib/sampleLanguages';

export type LazySamplesState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; samples: LazySamples };

const pending = new Map<string, Promise<LazySamples>>();
const loaded = new Map<string, LazySamples>();

function load(api: string): Promise<LazySamples> {
  let promise = pending.get(api);
  if (!promise) {
    const importer = modules[api];
    promise = importer ? importer().then((module) => module.default) : Promise.reject(new Error(`No samples module for ${api}`));
    promise.then(
      (samples) => loaded.set(api, samples),
      () => pending.delete(api),
    );
    pending.set(api, promise);
  }
  return promise;
}

function stateOf(api: string): LazySamplesState {
  const samples = loaded.get(api);
  return samples ? { status: 'loaded', samples } : { status: 'loading' };
}

export function useLazySamples(api: string): LazySamplesState {
  const [state, setState] = useState(() => stateOf(api));
  useEffect(() => {
    if (loaded.has(api)) return undefined;
    let current = true;
    load(api).then(
      (samples) => current && setState({ status: 'loaded', samples }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}

/** Constants the build writes into the code (`constants` in build.mjs; the tests' config defines the same). */
/** The chunk loader's failure event on `window` (src/retry.ts): detail [chunk URL, failures before this one]. */
declare const __CHUNK_EVENT__: 'dm-chunk';
/** The runtime's version (package.json's; 'test' in the tests). */
declare const __VERSION__: string;

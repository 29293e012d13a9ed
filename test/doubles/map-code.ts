// Which files of dist/ are the map widget's code (its view, loader, markers, search, records, the maps loader library
// and the spiderfier), read from the build's metafile: the browser tests prove none of them loads before consent.
import fs from 'node:fs';

const MAP_RUNTIME_PART = /^widgets\/map\/(define|consent-notice|near|map-options|style|service)\.ts$/;
const MAP_CODE = /^(widgets\/map\/|node_modules\/(@googlemaps\/js-api-loader|overlapping-marker-spiderfier)\/)/;

interface Meta {
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}

/** URL paths (/dist/…) of the outputs that hold map code. */
export function mapCodeFiles(metaFile = new URL('../../dist/meta.json', import.meta.url)): string[] {
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as Meta;
  return Object.entries(meta.outputs)
    .filter(([file, o]) => file.endsWith('.js') && Object.keys(o.inputs).some((i) => MAP_CODE.test(i) && !MAP_RUNTIME_PART.test(i)))
    .map(([file]) => '/' + file);
}

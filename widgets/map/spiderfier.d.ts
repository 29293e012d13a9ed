/// <reference types="google.maps" />
/** Types of overlapping-marker-spiderfier 1.1.4 (none ship): the part of its API the map widget uses. */
declare module 'overlapping-marker-spiderfier' {
  const OverlappingMarkerSpiderfier: import('./oms').OverlappingMarkerSpiderfierConstructor;
  export default OverlappingMarkerSpiderfier;
}

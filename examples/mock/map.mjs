// Mock CMS object endpoint for the office map (spec §7.4), filled in by the map widget.
export const routes = [];

// Mock news service endpoints (spec §7.2), filled in by the news widget.
export const routes = [];

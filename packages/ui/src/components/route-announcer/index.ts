export { ROUTE_FOCUS_WATCH_MS, RouteAnnouncer } from './route-announcer.js';
export type { RouteAnnouncerProps } from './route-announcer.js';

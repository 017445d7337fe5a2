import type { MapFrameProps } from '../map-frame.js';

/** Sample maps shared by the stories and the tests (the embed is a local stand-in page). */
export const mapFrameExamples = {
  /** A shop contact with its own embed address and coordinates. */
  withEmbed: {
    place: 'Chișinău, str. Ismail 98',
    src: '/samples/map.html',
    latitude: 47.0167,
    longitude: 28.8497,
  },
  /** An embed address without coordinates: no 'open' link to a point. */
  embedOnly: { place: 'Bălți, str. Independenței 5', src: '/samples/map.html' },
  /** Coordinates only: an OpenStreetMap view is built from them. */
  coordinatesOnly: { place: 'Cahul, bd. Victoriei 2', latitude: 45.9075, longitude: 28.1944 },
  /** Neither: nothing is drawn. */
  nothing: { place: 'Orhei', src: 'javascript:alert(1)' },
} satisfies Record<string, MapFrameProps>;

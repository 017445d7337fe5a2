/** A point on the map (a shop's or an address's coordinates). */
export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** Where embedded maps come from: OpenStreetMap (no API key, no tracking cookies). */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';

/** Half the side of the area an embedded map shows around a point, in degrees (a few streets). */
const MAP_SPAN_DEG = 0.005;

/** Whether a value is a point on the globe (both numbers, latitude within ±90, longitude ±180). */
export function isMapPoint(point: Partial<MapPoint> | null | undefined): point is MapPoint {
  return (
    typeof point?.latitude === 'number' &&
    typeof point.longitude === 'number' &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  );
}

/**
 * An OpenStreetMap embed centred on a point with a marker: the contacts page's map frame, the
 * map modal and the shop page. The API answers it as a shop's `map_url`; the screens build it
 * from the coordinates when an answer has none.
 *
 * @example mapEmbedUrl({ latitude: 47.0245, longitude: 28.8322 })
 */
export function mapEmbedUrl(point: MapPoint): string {
  const { latitude: lat, longitude: lon } = point;
  const bbox = [lon - MAP_SPAN_DEG, lat - MAP_SPAN_DEG, lon + MAP_SPAN_DEG, lat + MAP_SPAN_DEG]
    .map((value) => value.toFixed(6))
    .join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** The full map page for a point (the 'open the map in a new tab' link). */
export function mapLinkUrl(point: MapPoint): string {
  const { latitude: lat, longitude: lon } = point;
  return `${MAP_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

import type { MapModalProps } from '../map-modal.js';

/** A shop with the shop's own embed (a local page in stories, so nothing leaves the machine). */
export const MAP_SHOP: MapModalProps['shop'] = {
  location: 'str. Ismail 98',
  map_url: '/samples/map.html',
  latitude: 47.0167,
  longitude: 28.8497,
};

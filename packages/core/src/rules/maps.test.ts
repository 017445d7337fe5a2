import { describe, expect, it } from 'vitest';
import { isMapPoint, mapEmbedUrl, mapLinkUrl } from './maps.js';

describe('map addresses', () => {
  it('centres an OpenStreetMap embed on the point with a marker', () => {
    const url = new URL(mapEmbedUrl({ latitude: 47.0167, longitude: 28.8497 }));
    expect(url.origin).toBe('https://www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('47.0167,28.8497');
    const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(((west ?? 0) + (east ?? 0)) / 2).toBeCloseTo(28.8497, 6);
    expect(((south ?? 0) + (north ?? 0)) / 2).toBeCloseTo(47.0167, 6);
  });

  it('links to the full map at the point', () => {
    expect(mapLinkUrl({ latitude: 45.9, longitude: 28.19 })).toBe(
      'https://www.openstreetmap.org/?mlat=45.9&mlon=28.19#map=17/45.9/28.19',
    );
  });
});

describe('isMapPoint', () => {
  it('takes coordinates on the globe only', () => {
    expect(isMapPoint({ latitude: 47, longitude: 28.8 })).toBe(true);
    expect(isMapPoint({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isMapPoint({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isMapPoint({ latitude: 47 })).toBe(false);
    expect(isMapPoint(null)).toBe(false);
  });
});

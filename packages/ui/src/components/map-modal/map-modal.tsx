import type { ShopContact } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { MapFrame } from '../../primitives/map-frame/index.js';
import { Modal } from '../../primitives/modal/index.js';

export interface MapModalProps {
  /** The shop to show: its location titles the modal, its embed or coordinates make the map. */
  shop: Pick<ShopContact, 'location' | 'map_url' | 'latitude' | 'longitude'>;
  /** Whether the modal is open (controlled). */
  open: boolean;
  /** Called when the modal asks to close (close button, Escape, overlay). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The map modal of SPEC §2: a dialog titled with the shop's location, holding its map and the
 * link that opens the full map in a new tab. Focus moves in when it opens, Escape and the close
 * button close it, and focus returns to what opened it (the Modal primitive).
 *
 * @example <MapModal shop={shop} open={open} onOpenChange={setOpen} />
 */
export function MapModal({ shop, open, onOpenChange }: MapModalProps): ReactNode {
  return (
    <Modal title={shop.location} open={open} onOpenChange={onOpenChange} size="lg">
      <div data-slot="map-modal" className="shop:h-[min(60dvh,480px)]">
        <MapFrame
          place={shop.location}
          src={shop.map_url}
          latitude={shop.latitude}
          longitude={shop.longitude}
          ratio="fill"
          className="shop:h-full"
        />
      </div>
    </Modal>
  );
}

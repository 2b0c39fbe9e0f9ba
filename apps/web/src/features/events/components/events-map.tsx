import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventPin } from '@profyle/contracts/events';
import { useT } from '../../../app/i18n';
import { useFormatters } from '../../../shared/format';
import { eventHref } from '../events-api';
import { LeafletMap, PIN_COLOURS } from './leaflet-map';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The events map (spec 002 "Events list details"): a pin per event coloured by timing (green active,
 * orange future, red past); a pin opens a popup with the name, location, start, end and View Event.
 */
export const EventsMap = ({ pins }: { pins: EventPin[] }) => {
  const t = useT();
  const navigate = useNavigate();
  const { formatDateTime } = useFormatters();
  const layer = useRef<L.FeatureGroup | null>(null);
  const mapRef = useRef<L.Map | null>(null);

  const draw = () => {
    const map = mapRef.current;
    if (!map) return;
    layer.current?.remove();
    const group = L.featureGroup();
    for (const pin of pins) {
      const marker = L.circleMarker([pin.coordinate.latitude, pin.coordinate.longitude], { radius: 9, color: '#fff', weight: 2, fillColor: PIN_COLOURS[pin.pinColor], fillOpacity: 0.95, className: `event-pin event-pin-${pin.pinColor}` });
      const popup = document.createElement('div');
      popup.innerHTML = `<strong>${escapeHtml(pin.name)}</strong><br>${escapeHtml(pin.location)}<br>${escapeHtml(formatDateTime(pin.start))}<br>${escapeHtml(formatDateTime(pin.end))}<br>`;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'event-pin-view';
      button.textContent = t('events.viewEvent');
      button.addEventListener('click', () => navigate(eventHref(pin.id)));
      popup.append(button);
      marker.bindPopup(popup);
      marker.bindTooltip(pin.name);
      group.addLayer(marker);
    }
    group.addTo(map);
    layer.current = group;
    if (pins.length > 0) map.fitBounds(group.getBounds().pad(0.2), { maxZoom: 12 });
  };

  useEffect(draw, [pins]);

  return (
    <LeafletMap
      label={t('events.mapLabel')}
      height={520}
      onReady={(map) => {
        mapRef.current = map;
        draw();
        return () => {
          mapRef.current = null;
        };
      }}
    />
  );
};

import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, openInMapsUrl } from './map-embed';

const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2360.1!2d-0.37!3d53.75';

describe('mapEmbedUrl', () => {
  it('extracts the src of a Google Maps embed iframe', () => {
    expect(mapEmbedUrl(`<iframe src="${embed}" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`)).toBe(embed);
  });

  it('decodes HTML entities in the src and accepts single quotes', () => {
    expect(mapEmbedUrl(`<iframe width='600' src='https://www.google.com/maps/embed?pb=1&amp;hl=en'></iframe>`)).toBe(
      'https://www.google.com/maps/embed?pb=1&hl=en',
    );
  });

  it('accepts a bare embed URL', () => {
    expect(mapEmbedUrl(embed)).toBe(embed);
  });

  it.each([
    ['a script', '<script>alert(1)</script>'],
    ['a script next to a harmless iframe', '<script>alert(1)</script><iframe src="https://evil.example.com/maps/embed"></iframe>'],
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an entity-encoded javascript: src', '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['a data: src', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a non-Google host', '<iframe src="https://evil.example.com/maps/embed?pb=1"></iframe>'],
    ['a look-alike host', '<iframe src="https://www.google.com.evil.example/maps/embed?pb=1"></iframe>'],
    ['credentials before the host', '<iframe src="https://www.google.com@evil.example/maps/embed?pb=1"></iframe>'],
    ['plain http', '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>'],
    ['another Google path', '<iframe src="https://www.google.com/search?q=x"></iframe>'],
    ['a maps page that is not an embed', 'https://www.google.com/maps/place/Hull'],
    ['a path that only starts like embed', 'https://www.google.com/maps/embedded-evil'],
    ['an iframe with no src', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['text with spaces', 'see https://www.google.com/maps/embed?pb=1 here'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_what, input) => {
    expect(mapEmbedUrl(input)).toBeNull();
  });
});

describe('openInMapsUrl', () => {
  it('searches Google Maps for the address', () => {
    expect(openInMapsUrl('42 Westbourne Avenue, Hull HU5 3QP', embed)).toBe(
      'https://www.google.com/maps/search/?api=1&query=42%20Westbourne%20Avenue%2C%20Hull%20HU5%203QP',
    );
  });

  it('falls back to the embed URL without an address', () => {
    expect(openInMapsUrl('  ', `<iframe src="${embed}"></iframe>`)).toBe(embed);
  });

  it('is null with neither an address nor a Google Maps embed', () => {
    expect(openInMapsUrl(null, '<iframe src="https://evil.example.com/maps/embed?pb=1"></iframe>')).toBeNull();
  });
});

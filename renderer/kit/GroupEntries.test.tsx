// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnersResource } from '../../shared/contract/partners/partners.schema.js';
import { renderWithProviders } from '../../tests/helpers/renderWithProviders.js';
import { GroupEntries } from './GroupEntries.js';

const locations = partnersResource.fields.locations;

describe("a partner's locations on its page", () => {
  it('lists each location with its map link to copy, and opens nothing outside the app', () => {
    renderWithProviders(
      <GroupEntries
        field={locations}
        entries={[
          { location: 'Dubai Mall', googleLocation: 'https://maps.app.goo.gl/dm123' },
          { location: 'Yas Mall', googleLocation: 'https://www.google.com/maps/place/yas' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Locations' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Dubai Mall'), expect.stringContaining('Yas Mall'),
    ]);
    expect(within(entries[0]!).getByText('https://maps.app.goo.gl/dm123')).toBeTruthy();
    expect(within(entries[1]!).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a dash for none', () => {
    renderWithProviders(<GroupEntries field={locations} entries={[]} />);
    expect(screen.getByText('-')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { ProposalDocumentsSection } from './DocumentsSection.js';
import { scannedDocumentFixture } from '../../../tests/fixtures/renderer/scanned-documents/scannedDocument.fixture.js';

const agent = testUser({ moduleAccessId: { customer: { read: true, update: true }, proposal: { read: true, update: true } } });

describe('ProposalDocumentsSection', () => {
  it("places the customer's and the car's panels, the car papers kept, and offers the others", async () => {
    const bridge = fakeBridge({
      calls: {
        'scannedDocuments.customerDocuments': () => ok({ success: true, data: [scannedDocumentFixture()] }),
        'scannedDocuments.carDocuments': () =>
          ok({ success: true, data: [scannedDocumentFixture({ documentType: 'passingPaper', ownerType: 'car', ownerId: 'car1', fields: { result: 'Passed' } })] }),
      },
    });
    renderWithProviders(
      <ProposalDocumentsSection customer={{ id: 'c1', name: 'Omar Haddad' }} car={{ id: 'car1', name: '2022 Toyota Camry' }} />,
      { bridge, user: agent },
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Upload Documents' })).toBeTruthy();
    const panels = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(await screen.findByRole('region', { name: 'Passing paper' })).toBeTruthy();
    expect(panels()).toEqual(['Emirates ID', 'Driving licence', 'Registration card', 'Passing paper']);
    const more = screen.getByRole('combobox', { name: /More vehicle documents/ });
    expect(within(more).queryByRole('option', { name: 'Passing paper' })).toBeNull();
    fireEvent.change(more, { target: { value: 'newCarCard' } });
    expect(await screen.findByRole('region', { name: 'New car card' })).toBeTruthy();
    expect(bridge.requests.filter((request) => request.endpoint === 'scannedDocuments.carDocuments')[0]?.input).toEqual({ params: { id: 'car1' } });
  });
});

import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { FileStore } from '@profyle/infrastructure';
import { CreateDesignCommand } from '../modules/designs/commands/create-design/create-design.command';
import { commandMetadata } from '../shared/command-shell/command-metadata';
import type { Principal } from '../shared/auth/principal';

/** The product's stock designs a first run offers every organisation (spec 002: the Stock section). */
export const STOCK_DESIGNS = [
  { name: 'Classic Black', order: 1, background: '#111111', text: '#ffffff' },
  { name: 'Classic White', order: 2, background: '#ffffff', text: '#111111' },
] as const;

const cardSvg = (background: string, text: string, name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540"><rect width="856" height="540" rx="32" fill="${background}" stroke="#cccccc"/><text x="64" y="470" font-family="sans-serif" font-size="40" fill="${text}">${name}</text><circle cx="760" cy="96" r="36" fill="none" stroke="${text}" stroke-width="6"/></svg>`;

/** A one-page PDF: the print file of a plain stock card (what the print shop gets). */
const plainPdf = (name: string) => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 243 153] >> endobj\n% ${name}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/**
 * Creates the stock designs in the design team's organisation, through the same command the api uses,
 * with their print file and preview stored in the file store.
 */
export const seedStockDesigns = async (commands: CommandBus, files: FileStore, designTeam: Principal, organisationId: string): Promise<void> => {
  for (const design of STOCK_DESIGNS) {
    const print = `${randomUUID()}.pdf`;
    const preview = `${randomUUID()}.svg`;
    await files.put(`${organisationId}/designs/print/${print}`, plainPdf(design.name), 'application/pdf');
    await files.put(`${organisationId}/designs/previews/${preview}`, Buffer.from(cardSvg(design.background, design.text, design.name)), 'image/svg+xml');
    const body = {
      name: design.name,
      designer: 'profyle' as const,
      assets: [{ url: `/v1/design-files/${organisationId}/print/${print}`, name: `${design.name.toLowerCase().replace(/\s+/g, '-')}.pdf` }],
      notes: '',
      checkboxes: { bleed: true, guides: true, fonts: true, rights: true, artwork: true, cmyk: true },
      stock: true,
      order: design.order,
      imageUrl: `/v1/design-files/${organisationId}/previews/${preview}`,
    };
    await commands.execute(new CreateDesignCommand(body, true, commandMetadata(designTeam, organisationId)));
  }
};

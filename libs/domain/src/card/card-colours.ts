/**
 * Card colours (spec 002 section 3). A free card (one given away to start a trial from, not yet any
 * organisation's) carries one of the free-card colours: the stock colours with navy, and no custom.
 */
export const FREE_CARD_COLOURS = ['white', 'black', 'orange', 'red', 'yellow', 'mint', 'blue', 'purple', 'pink', 'teal', 'gold', 'silver', 'navy'] as const;
export type FreeCardColour = (typeof FREE_CARD_COLOURS)[number];

export const isFreeCardColour = (value: string): value is FreeCardColour => (FREE_CARD_COLOURS as readonly string[]).includes(value);

/**
 * The texts of /portal/offers (Partner Offers, spec 002 section 2): one static offer with a title,
 * subheader, description, badge text, logo, button text and link. The original's offer is not
 * reproduced; this one is the product's own design-team service.
 */
export const OFFERS_EN = {
  'offers.title': 'Partner Offers',
  'offers.intro': 'Offers for your organisation from Profyle and its partners.',
  'offers.design.badge': 'New',
  'offers.design.title': 'Let our design team create your cards',
  'offers.design.subheader': 'Profyle Design Studio',
  'offers.design.description':
    'Send us your logo and brand guidelines and our designers prepare a print-ready NFC card design for you, with a proof to approve before anything is printed. You keep the design in your library for every future order.',
  'offers.design.button': 'Start a design',
  'offers.logo': '{name} logo',
} as const;

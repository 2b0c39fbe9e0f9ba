import type { ProfylePagePerson } from './profyle-page.model';

/** Who the editor's preview shows: a plausible person with every contact field filled in. */
export const SAMPLE_PERSON: ProfylePagePerson = {
  prefix: '',
  first_name: 'Alex',
  last_name: 'Morgan',
  pronouns: 'they/them',
  nominals: '',
  position: 'Head of Sales',
  department: 'Sales',
  bio: 'Helping customers find the right solution since 2015.',
  photo_url: '',
  email: 'alex.morgan@example.com',
  mobile: '+44 20 7946 0958',
  calendar_url: 'https://calendar.example.com/alex-morgan',
  linked_in: 'alex-morgan',
  twitter: 'alexmorgan',
  instagram: 'alexmorgan',
};

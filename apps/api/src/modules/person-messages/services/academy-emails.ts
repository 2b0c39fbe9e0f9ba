import { ACADEMY_EMAIL_COUNT } from '@profyle/contracts';

/** The Profyle Academy: seven short lessons on getting the most from a Profyle, one e-mail each. */
const LESSONS: { subject: string; paragraphs: string[] }[] = [
  {
    subject: 'Profyle Academy 1 of 7: welcome',
    paragraphs: [
      'Welcome to the Profyle Academy. Over the next two weeks you will get seven short e-mails, each with one thing that makes your Profyle work harder for you.',
      'First: your Profyle is a page about you that your organisation keeps up to date. Whoever you share it with always sees your current details.',
    ],
  },
  {
    subject: 'Profyle Academy 2 of 7: share with a tap',
    paragraphs: [
      'Hold your NFC card near the top of a phone: your Profyle opens, no app needed.',
      'No card to hand? Show the QR code from your toolkit, or send your Profyle link in a message.',
    ],
  },
  {
    subject: 'Profyle Academy 3 of 7: keep it in your wallet',
    paragraphs: ['Add your Profyle to Apple Wallet or Google Wallet from your welcome e-mail or your toolkit. It is then one swipe away, even offline.'],
  },
  {
    subject: 'Profyle Academy 4 of 7: make introductions',
    paragraphs: [
      'When someone opens your Profyle they can leave their own details. That is an introduction: it reaches you by e-mail, and you can follow up straight away.',
    ],
  },
  {
    subject: 'Profyle Academy 5 of 7: keep your details current',
    paragraphs: ['Changed role, number or photo? Ask your administrator, or update it yourself from your toolkit if your organisation allows it. Everyone you shared your Profyle with sees the change.'],
  },
  {
    subject: 'Profyle Academy 6 of 7: follow up every week',
    paragraphs: ['Each week you can get a summary of the introductions you made. Use it to follow up the people you met while they still remember you.'],
  },
  {
    subject: 'Profyle Academy 7 of 7: what next',
    paragraphs: [
      'That is the whole Academy. Share your Profyle at every meeting, event and sign-off, and let it do the remembering for you.',
      'Questions? Your administrator can help, and your toolkit has the answers to the most common ones.',
    ],
  },
];

if (LESSONS.length !== ACADEMY_EMAIL_COUNT) throw new Error(`The Academy has ${ACADEMY_EMAIL_COUNT} e-mails, not ${LESSONS.length}`);

/** Lesson `step` (1 to 7). */
export const academyEmail = (step: number): { subject: string; paragraphs: string[] } => {
  const lesson = LESSONS[step - 1];
  if (!lesson) throw new Error(`There is no Academy e-mail ${step}`);
  return lesson;
};

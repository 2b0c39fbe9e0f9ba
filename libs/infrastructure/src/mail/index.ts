export * from './mail.port';
export * from './captured/captured-mailer';
export * from './smtp/smtp-mailer';
export * from './create-mailer';
export * from './smtp/smtp-stand-in';

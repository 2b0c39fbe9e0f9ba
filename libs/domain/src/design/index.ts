export * from './design.messages';
export * from './design.events';
export * from './design.commands';
export * from './design.state';
export * from './design.decider';
export * from './design-files';
export { DESIGN_NAME_MIN_LENGTH } from './commands/update-design';
export { isApprovalWord, REJECT_COMMENT_MIN_LENGTH } from './commands/review-design-proof';

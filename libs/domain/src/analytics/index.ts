export * from './time-buckets';
export * from './slot-counts';

export * from './crm-sync';
export * from './crm-sync.consumer';

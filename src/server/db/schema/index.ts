export * from './auth.table';
export * from './content.table';
export * from './learning.table';
export * from './storage.table';
export * from './idempotency.table';
export * from './recent-problem.table';
export * from './mastery.table';
export * from './classes.table';

export * from './auth.table';
export * from './content.table';
export * from './learning.table';

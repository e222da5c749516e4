export * from './monitorAuth';

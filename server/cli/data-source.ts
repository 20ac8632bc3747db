import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../common/database/data-source-options.js';
import { loadConfig } from '../config/config.js';
import { ENTITIES } from '../entities.js';

/** For the TypeORM CLI (`npm run migration:*`): every entity, the same connection as the server. */
export default new DataSource({ ...dataSourceOptions(loadConfig(), ENTITIES), migrationsRun: false });

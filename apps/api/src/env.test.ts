import { describeEnvContract } from '@pitchfit/testing/env-contract';
import { envSchema, readEnv } from './env';

describeEnvContract(readEnv, envSchema);

import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum ConfigProvider {
  AI = 'AI',
  STORAGE = 'STORAGE',
  MAIL = 'MAIL',
  DATABASE = 'DATABASE',
  QUEUE = 'QUEUE',
  SECURITY = 'SECURITY',
}
registerEnumType(ConfigProvider, { name: 'ConfigProvider', description: 'The service or concern a configuration variable belongs to.' });

@ObjectType({ description: 'Whether one configuration variable is set in the environment. Never its value.' })
export class ConfigPresenceItem {
  @Field({ description: 'Human name, e.g. "Anthropic API key".' })
  name: string;

  @Field({ description: 'Environment variable, e.g. ANTHROPIC_API_KEY.' })
  envVar: string;

  @Field(() => ConfigProvider)
  provider: ConfigProvider;

  @Field({ description: 'What it is for and what the server does without it.' })
  description: string;

  @Field({
    description:
      'Needed by the configured mode: in production (NODE_ENV=production) every variable whose embedded fallback is not for production; otherwise only what the configured parts depend on (a variable that only chooses a real part over its embedded one is not required while the embedded part runs). Missing = required and not present.',
  })
  required: boolean;

  @Field({ description: 'Needed in a production deployment (the embedded development fallback is not for production).' })
  neededInProduction: boolean;

  @Field({ description: 'Set (non-empty) in the environment when the server started.' })
  present: boolean;
}

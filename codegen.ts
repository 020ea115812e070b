import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the web client, from the composed client schema (schema/api.graphql). */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  documents: ['web/src/**/*.graphql'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;

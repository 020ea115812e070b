import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents from the composed client schema (schema/api.graphql): the web client's, and
 * the gateway REST facade's named operations (each REST route runs one of them).
 */
const config: CodegenConfig = {
  schema: 'schema/api.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      documents: ['web/src/**/*.graphql'],
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', LocalDate: 'string' },
      },
      presetConfig: { fragmentMasking: false },
    },
    'gateway/src/rest/generated/': {
      documents: ['gateway/src/rest/operations/*.graphql'],
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        // The gateway compiles as NodeNext: relative imports need their extension.
        importExtension: '.js',
        // Operation text, not AST objects: the facade parses each once at start-up.
        documentMode: 'string',
        scalars: { DateTimeISO: 'string', LocalDate: 'string', JSONObject: 'Record<string, unknown>' },
      },
      presetConfig: { fragmentMasking: false },
    },
  },
};

export default config;

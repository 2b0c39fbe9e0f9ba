/** One Jest run for every backend suite; the browser suite lives under test/e2e and runs here too. */
const swc = JSON.parse(require('fs').readFileSync(__dirname + '/.swcrc', 'utf8'));
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/libs', '<rootDir>/apps/api', '<rootDir>/apps/projector', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { ...swc, swcrc: false }],
    // The web app's ICU message packages ship only ES modules.
    '/node_modules/(@formatjs|intl-messageformat)/.+\\.js$': ['@swc/jest', { ...swc, jsc: { ...swc.jsc, parser: { syntax: 'ecmascript' } }, swcrc: false }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@formatjs|intl-messageformat)/)'],
  moduleNameMapper: {
    '^@profyle/(domain|contracts|infrastructure)$': '<rootDir>/libs/$1/src',
    '^@profyle/(domain|contracts|infrastructure)/(.*)$': '<rootDir>/libs/$1/src/$2',
    '^@profyle/projector$': '<rootDir>/apps/projector/src',
    '^@profyle/projector/(.*)$': '<rootDir>/apps/projector/src/$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  testTimeout: 30000,
  reporters: ['default', '<rootDir>/test/support/skipped-reporter.js'],
};

// Runs in each test worker before the test file.
process.env.NODE_ENV = 'test';

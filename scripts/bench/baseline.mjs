// The bare Apollo Server hello-world every bench figure is compared with: same Node, same machine,
// standalone HTTP server, one resolver, no database.
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import { makeExecutableSchema } from '@graphql-tools/schema';

const schema = makeExecutableSchema({
  typeDefs: 'type Query { hello: String! }',
  resolvers: { Query: { hello: () => 'world' } },
});
const server = new ApolloServer({ schema, csrfPrevention: true });
const { url } = await startStandaloneServer(server, { listen: { port: Number(process.env.PORT ?? 0), host: '127.0.0.1' } });
console.log(JSON.stringify({ url }));
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));

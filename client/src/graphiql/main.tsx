import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/style.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { socketUrl } from '../app/socket-url';
import './graphiql.css';

const GRAPHQL_PATH = '/graphql';

// Bundled from npm (no CDN), so the playground works offline. Same origin: the session cookie rides along
// on both the POSTs and the socket's upgrade request.
const fetcher = createGraphiQLFetcher({
  url: GRAPHQL_PATH,
  subscriptionUrl: socketUrl(GRAPHQL_PATH),
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
});

// Kept narrow: the editor pane is about 60 characters wide at 1280 px.
const defaultQuery = `# BETI GraphQL playground
#
# Run with Ctrl-Enter (Cmd-Enter on a Mac).
# The book icon (top left) opens the docs.
# Requests use your signed-in session, or an
# API key: open Headers (below) and enter
#   { "Authorization": "Bearer beti_…" }

query Health {
  health {
    status
    bootId
    checkedAt
    checks {
      storage { status message error }
      db { status message error }
      ai { status message error }
      queue { status message error }
      mail { status message error }
      deltaEnabled
    }
    config { REPORTS_SSE_ENABLED }
  }
}

# Subscriptions stream over a WebSocket on
# this same path. In a new tab (+), run:
#
#   subscription {
#     healthUpdated { status checkedAt }
#   }
#
# then run Health here: every health check,
# by anyone, pushes a result to that tab.
`;

const root = document.getElementById('graphiql');
if (!root) throw new Error('graphiql.html has no #graphiql element');

createRoot(root).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);

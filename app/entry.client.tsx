import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { retryingDataFetch } from "~/lib/retrying-data-fetch";

// React Router asks for a navigation's data with the global fetch at the time of each request.
window.fetch = retryingDataFetch(window.fetch.bind(window), location.origin);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

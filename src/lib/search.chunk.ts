// The header search, loaded when the reader first goes to the search box: the page script
// (src/layouts/Base.astro) imports this file by its URL, which src/lib/worker-chunks.mjs makes an entry
// chunk of the build, so no page loads the search's code (or Vite's import helper) before it is used.
import { initSearch } from './search-client';

initSearch();

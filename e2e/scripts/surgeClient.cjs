// autocannon's `setupClient` for the surge bench, loaded in each of its worker threads (hence a
// CommonJS file). autocannon appends every response body to a string (`req.body += chunk`) for its
// body checks, which the surge does not use: on brotli pages that UTF-8 decode of binary bytes was
// half of its CPU, on the two cores it shares with the server, and the surge's latency was mostly
// the load generator's own queue (decision 158). Bytes are still counted; only the decode goes.
module.exports = function discardBodies(client) {
  const queue = client.pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('autocannon changed: its client has no pipelinedRequests.addBody to discard bodies with');
  }
  queue.addBody = () => {};
};

// What the shell answers a request Node's HTTP parser refuses: headers over its 16 KB limit, a
// malformed request line, a request too slow to arrive.

const STATUSES = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

const answered = Symbol('clientErrorAnswered');

/** The whole answer: its Content-Length ends it, so a reset after it cannot turn it into an error. */
export function clientErrorAnswer(code) {
  return `HTTP/1.1 ${STATUSES[code] ?? '400 Bad Request'}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`;
}

/**
 * The server's `clientError` handler. Node's own answer has no Content-Length (its end is the
 * connection's end) and the socket is destroyed at once: headers of the client still arriving
 * then reset the connection, and the client read ECONNRESET instead of the 431 (seen once in
 * shellHostile.spec). Here the answer is complete in itself, and the socket closes gracefully,
 * reading and dropping what the client still sends, within 2 s.
 */
export function answerClientError(error, socket) {
  if (socket[answered]) return;
  socket[answered] = true;
  if (error.code === 'ECONNRESET' || !socket.writable || socket.bytesWritten > 0) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error.code));
  socket.resume();
  setTimeout(() => socket.destroy(), 2000).unref();
}

/**
 * Test helper: a real HTTP server on 127.0.0.1 that speaks the chat-completions protocol
 * (POST /v1/chat/completions, JSON in, a `chat.completion` object or an OpenAI-style error out), so the
 * model path runs through the real `openai` client and the network. Each test programs the replies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestServer, type TestServer } from './test-server.js';

export interface ChatRequest {
  /** The parsed JSON request body (model, messages, response_format…). */
  body: ChatBody;
  headers: IncomingMessage['headers'];
}

export interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: JsonSchemaObject };
  };
  [key: string]: unknown;
}

export interface JsonSchemaObject {
  properties: {
    suggestions: { items: { properties: { checkId: { enum: string[] } } } };
  };
}

export interface ChatReply {
  status?: number;
  /** The assistant message's content (a completion is built around it); ignored when `body` is given. */
  content?: string;
  /** A raw response body instead of a completion (error bodies, broken JSON). */
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering (slow models, timeouts). */
  delayMs?: number;
  /**
   * A completion whose content is this many bytes of filler, streamed in 1 MB chunks as fast as the
   * client reads them (a runaway model); `declareLength` sends its Content-Length up front.
   */
  huge?: { bytes: number; declareLength?: boolean };
}

export type ChatResponder = (req: ChatRequest, index: number) => ChatReply | Promise<ChatReply>;

export interface ChatServer extends TestServer {
  /** The base URL to configure: `${origin}/v1`. */
  baseURL: string;
  /** Chat-completions requests received, in order. */
  chats: ChatRequest[];
  /** Body bytes written for each request, in order (what a client that stops reading let through). */
  bytesSent: number[];
}

/** A completion object as OpenAI returns it, with token usage. */
export function completion(content: string, model: string): Record<string, unknown> {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_767_225_600,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1234, completion_tokens: 321, total_tokens: 1555 },
  };
}

/** An OpenAI-style error body. */
export function errorBody(message: string, type = 'server_error'): string {
  return JSON.stringify({ error: { message, type, code: null, param: null } });
}

async function readJson(req: IncomingMessage): Promise<ChatBody> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
}

export async function startChatServer(respond: ChatResponder): Promise<ChatServer> {
  const chats: ChatRequest[] = [];
  const bytesSent: number[] = [];
  const handler = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'POST') {
      res.writeHead(405, { 'content-type': 'application/json' });
      res.end(errorBody('method not allowed', 'invalid_request_error'));
      return;
    }
    const request: ChatRequest = { body: await readJson(req), headers: req.headers };
    chats.push(request);
    const reply = await respond(request, chats.length - 1);
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const index = chats.length - 1;
    if (reply.huge) {
      bytesSent[index] = await sendHuge(res, reply.huge, request.body.model);
      return;
    }
    const body = reply.body ?? JSON.stringify(completion(reply.content ?? '', request.body.model));
    res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
    res.end(body);
    bytesSent[index] = Buffer.byteLength(body);
  };
  const server = await startTestServer({ '/v1/chat/completions': handler });
  return Object.assign(server, { baseURL: server.url('/v1'), chats, bytesSent });
}

/** Streams a completion with `bytes` of filler content; returns the bytes written before the client left. */
async function sendHuge(
  res: ServerResponse,
  huge: NonNullable<ChatReply['huge']>,
  model: string,
): Promise<number> {
  const [head, tail] = JSON.stringify(completion('\u0000', model)).split('\\u0000') as [string, string];
  const total = head.length + huge.bytes + tail.length;
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(huge.declareLength ? { 'content-length': String(total) } : {}),
  });
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  let sent = 0;
  const write = (data: Buffer | string): Promise<boolean> =>
    new Promise((resolve) => {
      if (res.destroyed) return resolve(false);
      sent += Buffer.byteLength(data);
      if (res.write(data)) return resolve(true);
      const done = (ok: boolean) => () => {
        res.off('drain', onDrain);
        res.off('close', onClose);
        resolve(ok);
      };
      const onDrain = done(true);
      const onClose = done(false);
      res.once('drain', onDrain);
      res.once('close', onClose);
    });
  if (!(await write(head))) return sent;
  for (let left = huge.bytes; left > 0; left -= chunk.length) {
    if (!(await write(left >= chunk.length ? chunk : chunk.subarray(0, left)))) return sent;
  }
  if (await write(tail)) res.end();
  return sent;
}

/**
 * How the shop's log lines are written: JSON, one object a line, for a machine to collect (a container's log, a
 * service manager, a log shipper); or pretty, a line a person reads, when the shop runs in a terminal
 * (`npm start`, `npm run dev`). LOG_FORMAT chooses; unset, a terminal on stdout means pretty and anything else JSON.
 */
import pinoPretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

export function logFormatOf(setting: LogFormat | undefined, stdoutIsTerminal: boolean | undefined): LogFormat {
  return setting ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

interface LoggedRequest {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's two lines say what was asked and what was answered, not the objects they carry. */
function requestLine(log: LoggedRequest & Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (log.req?.method) return `${message}: ${log.req.method} ${log.req.url ?? ''}`;
  if (log.res?.statusCode) return `${message}: ${log.res.statusCode}${typeof log.responseTime === 'number' ? ` in ${Math.round(log.responseTime)} ms` : ''}`;
  return message;
}

/**
 * The stream pretty lines go through: pino-pretty, written synchronously (a line is out before the next step, and
 * none is lost when the process exits), each entry on one line, the time of day, no pid or host name.
 */
export function prettyLogStream(destination: NodeJS.WritableStream | number = 1): NodeJS.WritableStream {
  return pinoPretty({
    sync: true,
    destination,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime',
    singleLine: true,
    messageFormat: (log, messageKey) => requestLine(log as LoggedRequest & Record<string, unknown>, messageKey),
  });
}

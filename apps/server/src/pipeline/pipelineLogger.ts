/** The slice of a pino/Fastify logger the pipeline uses (object first, then the message). */
export interface PipelineLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

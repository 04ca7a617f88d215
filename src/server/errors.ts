/**
 * Errors a service raises on purpose. Each carries the HTTP status and the message a shopper reads;
 * the HTTP layer turns them into `{ code, message }` answers.
 */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends ShopError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends ShopError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends ShopError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}

export class NotFoundError extends ShopError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends ShopError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends ShopError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

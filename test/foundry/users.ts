/** Foundry's user roles (CONST.USER_ROLES). */
export const USER_ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/** Handler registered in CONFIG.queries. */
export type QueryHandler = (data: unknown, options: { timeout?: number }) => unknown;

/** A connected user: role, GM-ness and queries (v13 User#query). */
export class User {
  active = true;

  /** Creates a user with an id, a name and a role. */
  constructor(readonly id: string, readonly name: string, readonly role: number, readonly users: Users) {}

  /** True for game masters (and assistants, as Foundry documents). */
  get isGM(): boolean {
    return this.role >= USER_ROLES.ASSISTANT;
  }

  /** True for the user this client is logged in as. */
  get isSelf(): boolean {
    return this.users.current === this;
  }

  /** True for the one GM that runs GM-only work. */
  get isActiveGM(): boolean {
    return this.users.activeGM === this;
  }

  /** Runs the query handler `name` on this user's client and returns its result (a JSON copy, as over the wire). */
  async query(name: string, data: unknown, { timeout }: { timeout?: number } = {}): Promise<unknown> {
    if (!this.active) throw new Error(`User ${this.name} is not connected`);
    const handler = this.users.queries[name];
    if (!handler) throw new Error(`Query "${name}" is not registered`);
    const previous = this.users.current;
    this.users.current = this;
    try {
      const result = await handler(JSON.parse(JSON.stringify(data)), { timeout });
      return result === undefined ? undefined : JSON.parse(JSON.stringify(result));
    } finally {
      this.users.current = previous;
    }
  }
}

/** game.users: the world's users, the current one, and the active GM. */
export class Users extends Map<string, User> {
  current: User | null = null;
  queries: Record<string, QueryHandler> = {};

  /** Adds a user with the given role. */
  add(id: string, name: string, role: number): User {
    const user = new User(id, name, role, this);
    this.set(id, user);
    return user;
  }

  /** The first active GM by id, as Foundry picks it. */
  get activeGM(): User | null {
    return [...this.values()].filter((u) => u.active && u.role === USER_ROLES.GAMEMASTER)
      .sort((a, b) => a.id.localeCompare(b.id))[0] ?? null;
  }

  /** All users as an array. */
  get contents(): User[] {
    return [...this.values()];
  }
}

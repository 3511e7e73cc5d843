import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, parse, type ASTVisitor, type GraphQLErrorOptions, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Per-request limits of the gateway. The storefront's own documents (166 files under
 * libs/* /src/graphql and apps/storefront/src/graphql, measured by limits.test.ts) reach at most:
 * 166 tokens (ShopPage), depth 7 (RegionHallPage), 4 aliases (RegisterAgreements), cost ≈ 340
 * (HomePage, armor's default weights: object 2, scalar 1, ×1.5 per level). Each limit leaves 2–12×
 * room above that, so a new page rarely needs to move it, while a crafted request is refused before
 * any REST call: 1,000 aliases, a 10,000-deep nesting or a megabyte of selections.
 */
export const GRAPHQL_LIMITS = {
  /** Lexical tokens per document: bounds parse time and nesting (a token per `{`), before validation. */
  maxTokens: 2000,
  /** Selection depth; the category tree (3 levels inside a page query) reaches 7. */
  maxDepth: 12,
  /** Aliases per operation: aliases are how one request repeats a field (1,000 × goodsDetail). */
  maxAliases: 15,
  /** Directives per operation (@include / @skip). */
  maxDirectives: 30,
  /** armor's cost (objects 2, scalars 1, weighted by depth); HomePage ≈ 340, so 3× room. */
  maxCost: 1000,
  /**
   * REST calls one GraphQL request may make (after DataLoader's de-duplication). The shell plus the
   * biggest page make about 12; lists resolve their items from one REST answer, not one call each.
   */
  maxRestCalls: 40,
} as const;

/** `extensions.code` of a refused document; HTTP 400 either way. */
export const LimitErrorCode = {
  PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  LIMIT_EXCEEDED: 'QUERY_LIMIT_EXCEEDED',
  INTROSPECTION_DISABLED: 'INTROSPECTION_DISABLED',
} as const;

export const LimitMessages = {
  parseFailed: '查询语句有语法错误',
  tooLong: `查询语句过长（最多 ${GRAPHQL_LIMITS.maxTokens} 个词法单元）`,
  tooDeep: `查询嵌套过深（最多 ${GRAPHQL_LIMITS.maxDepth} 层）`,
  tooManyAliases: `查询中的别名过多（最多 ${GRAPHQL_LIMITS.maxAliases} 个）`,
  tooManyDirectives: `查询中的指令过多（最多 ${GRAPHQL_LIMITS.maxDirectives} 个）`,
  tooCostly: `查询过于复杂（复杂度上限 ${GRAPHQL_LIMITS.maxCost}）`,
  invalid: '查询语句与接口定义不符',
  introspection: '生产环境不开放 GraphQL 内省查询',
} as const;

/**
 * A refused document: HTTP 400. `spec: false` keeps the 400 also for `accept: application/json`
 * (Yoga's default there is the GraphQL-over-HTTP spec's 200 with errors).
 */
function refused(message: string, code: string, extra: Omit<GraphQLErrorOptions, 'extensions'> = {}) {
  return new GraphQLError(message, { ...extra, extensions: { code, http: { status: 400, spec: false } } });
}

/** armor's validation rules report into the validation context with our message and code. */
function reportAs(message: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (ctx: ValidationContext | null) => ctx?.reportError(refused(message, LimitErrorCode.LIMIT_EXCEEDED)),
    ],
  };
}

/** graphql's NoSchemaIntrospectionCustomRule with our message; `__typename` stays allowed. */
function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(refused(LimitMessages.introspection, LimitErrorCode.INTROSPECTION_DISABLED, { nodes: [node] }));
      }
    },
  };
}

const OUR_CODES = new Set<unknown>(Object.values(LimitErrorCode));

/**
 * Parses with graphql's own token limit; any failure (a syntax error, the limit, even a stack overflow)
 * becomes one Chinese 400 error instead of a masked 500.
 */
function limitedParsePlugin(): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxTokens: GRAPHQL_LIMITS.maxTokens });
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          if (/more tha[nt] \d+ tokens/.test(detail)) throw refused(LimitMessages.tooLong, LimitErrorCode.LIMIT_EXCEEDED);
          const syntax = error instanceof GraphQLError ? error.message.replace(/^Syntax Error: /, '') : '';
          throw refused(syntax ? `${LimitMessages.parseFailed}：${syntax}` : LimitMessages.parseFailed, LimitErrorCode.PARSE_FAILED);
        }
      });
    },
    // Yoga's own parse hook sets `spec ||= true` on parse errors, which means 200 for
    // `accept: application/json`; just before the status is chosen, ours get their 400 back.
    onResultProcess({ result }) {
      const errors = Array.isArray(result) ? [] : ((result as { errors?: readonly GraphQLError[] }).errors ?? []);
      for (const error of errors) {
        const http = (error.extensions as { http?: { spec?: boolean } } | undefined)?.http;
        if (http && OUR_CODES.has(error.extensions?.code)) http.spec = false;
      }
    },
  };
}

/**
 * Every validation failure answers 400 with a Chinese message; in production the message loses
 * graphql's "Did you mean …" (it would spell out the schema that introspection no longer shows).
 */
function validationErrorsPlugin(development: boolean): Plugin {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (result.length === 0) return;
        setResult(
          result.map((error: Error) => {
            if (!(error instanceof GraphQLError)) return error;
            if (OUR_CODES.has(error.extensions?.code)) return error;
            let detail = error.message;
            if (!development) detail = detail.replace(/\s*Did you mean .*$/s, '');
            return refused(`${LimitMessages.invalid}：${detail}`, LimitErrorCode.VALIDATION_FAILED, {
              nodes: error.nodes,
            });
          }),
        );
      };
    },
  };
}

export interface LimitOptions {
  /** Introspection and field suggestions stay on (NODE_ENV=development). */
  development?: boolean;
}

/** The Yoga plugins that enforce GRAPHQL_LIMITS; the REST-call bound lives in the REST client. */
export function graphqlLimitPlugins({ development = false }: LimitOptions = {}): Plugin[] {
  const armor = new EnvelopArmor({
    // Our parse plugin counts tokens with graphql's own parser option and a Chinese message;
    // suggestions are stripped in validationErrorsPlugin (armor's mask would leave English).
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, ...reportAs(LimitMessages.tooDeep) },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportAs(LimitMessages.tooManyAliases) },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportAs(LimitMessages.tooManyDirectives) },
    // flattenFragments: a fragment spread or inline fragment costs what its fields cost where they
    // land, not one more ×1.5 level: the cost of a selection does not depend on whether it is written
    // inline or in a shared fragment (unflattened, HomePage cost 697 with its floor unions and 1,459
    // once its goods cards were spread from GoodsCardFields/GoodsPromotionTag; flattened, 342).
    costLimit: {
      maxCost: GRAPHQL_LIMITS.maxCost,
      ignoreIntrospection: true,
      flattenFragments: true,
      ...reportAs(LimitMessages.tooCostly),
    },
  });
  const plugins: Plugin[] = [
    limitedParsePlugin(),
    ...(armor.protect().plugins as Plugin[]),
    validationErrorsPlugin(development),
  ];
  if (!development) {
    plugins.push({
      onValidate({ addValidationRule }) {
        addValidationRule(noIntrospectionRule);
      },
    });
  }
  return plugins;
}

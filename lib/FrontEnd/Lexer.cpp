//===- Lexer.cpp - Python tokenizer for the Triton-language front end ----===//
#include "Lexer.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"

#include <cerrno>
#include <cstdlib>

using namespace mlir;
using namespace tilec::frontend;

namespace {
class Lexer {
public:
  Lexer(StringRef src, StringRef fileName, MLIRContext *ctx,
        std::vector<Token> &toks)
      : src(src), fileName(fileName), ctx(ctx), toks(toks) {}

  LogicalResult run();

private:
  StringRef src;
  StringRef fileName;
  MLIRContext *ctx;
  std::vector<Token> &toks;
  size_t pos = 0;
  int line = 1;
  size_t lineStart = 0;
  int depth = 0; // Bracket nesting: newlines inside brackets are ignored.
  // Indentation widths with tab size 8 and, to detect Python's TabError,
  // with tab size 1.
  std::vector<int> indents{0};
  std::vector<int> altIndents{0};

  int col() const { return static_cast<int>(pos - lineStart) + 1; }
  char peek(size_t o = 0) const {
    return pos + o < src.size() ? src[pos + o] : '\0';
  }
  InFlightDiagnostic error(int l, int c) {
    return emitError(FileLineColLoc::get(ctx, fileName, l, c));
  }
  void push(TokKind k, std::string text, int l, int c) {
    Token t;
    t.kind = k;
    t.text = std::move(text);
    t.line = l;
    t.col = c;
    toks.push_back(std::move(t));
  }
  void newLine() {
    ++line;
    lineStart = pos;
  }
  LogicalResult lexIndentation(bool &skipLine);
  LogicalResult lexNumber();
  LogicalResult lexString(size_t prefixLen);
};
} // namespace

LogicalResult Lexer::lexIndentation(bool &skipLine) {
  // At the start of a logical line: measure indentation, skip blank lines.
  int width = 0, altWidth = 0;
  while (peek() == ' ' || peek() == '\t' || peek() == '\f') {
    if (peek() == '\t') {
      width = (width / 8 + 1) * 8;
      ++altWidth;
    } else if (peek() == ' ') {
      ++width;
      ++altWidth;
    }
    ++pos;
  }
  char c = peek();
  if (c == '#' || c == '\n' || c == '\r' || c == '\0' ||
      (c == '\\' && (peek(1) == '\n' || peek(1) == '\r'))) {
    skipLine = c != '\0';
    if (c == '#')
      while (peek() != '\n' && peek() != '\0')
        ++pos;
    if (peek() == '\r')
      ++pos;
    if (peek() == '\n') {
      ++pos;
      newLine();
    }
    if (c == '\\') {
      pos += peek() == '\\' ? 2 : 0;
      skipLine = true;
    }
    return success();
  }
  skipLine = false;
  // As CPython's tokenizer: the indentation is inconsistent when comparing it
  // with the enclosing levels gives a different answer for tab sizes 8 and 1.
  auto inconsistent = [&] {
    return error(line, col())
           << "inconsistent use of tabs and spaces in indentation";
  };
  if (width > indents.back()) {
    if (altWidth <= altIndents.back())
      return inconsistent();
    indents.push_back(width);
    altIndents.push_back(altWidth);
    push(TokKind::Indent, "", line, col());
    return success();
  }
  while (width < indents.back()) {
    indents.pop_back();
    altIndents.pop_back();
    push(TokKind::Dedent, "", line, col());
  }
  if (width != indents.back())
    return error(line, col())
           << "unindent does not match any outer indentation level";
  if (altWidth != altIndents.back())
    return inconsistent();
  return success();
}

LogicalResult Lexer::lexNumber() {
  int l = line, c = col();
  size_t start = pos;
  std::string digits;
  bool isFloat = false;
  auto takeDigits = [&](auto pred) {
    while (pred(peek()) || (peek() == '_' && pred(peek(1)))) {
      if (peek() != '_')
        digits.push_back(peek());
      ++pos;
    }
  };
  unsigned radix = 10;
  if (peek() == '0' && (peek(1) == 'x' || peek(1) == 'X' || peek(1) == 'o' ||
                        peek(1) == 'O' || peek(1) == 'b' || peek(1) == 'B')) {
    char r = static_cast<char>(tolower(peek(1)));
    radix = r == 'x' ? 16 : r == 'o' ? 8 : 2;
    pos += 2;
    if (peek() == '_')
      ++pos;
    takeDigits([&](char ch) {
      return radix == 16 ? llvm::isHexDigit(ch)
                         : (ch >= '0' && ch < static_cast<char>('0' + radix));
    });
  } else {
    takeDigits([](char ch) { return llvm::isDigit(ch); });
    if (peek() == '.' && !(peek(1) == '.' && peek(2) == '.')) {
      isFloat = true;
      digits.push_back('.');
      ++pos;
      takeDigits([](char ch) { return llvm::isDigit(ch); });
    }
    if ((peek() == 'e' || peek() == 'E') &&
        (llvm::isDigit(peek(1)) ||
         ((peek(1) == '+' || peek(1) == '-') && llvm::isDigit(peek(2))))) {
      isFloat = true;
      digits.push_back('e');
      ++pos;
      if (peek() == '+' || peek() == '-')
        digits.push_back(src[pos++]);
      takeDigits([](char ch) { return llvm::isDigit(ch); });
    }
  }
  if (llvm::isAlnum(peek()) || peek() == '_') {
    if (peek() == 'j' || peek() == 'J')
      return error(l, c) << "complex literals are not supported";
    while (llvm::isAlnum(peek()) || peek() == '_')
      ++pos;
    return error(l, c) << "invalid numeric literal '" << src.slice(start, pos)
                       << "'";
  }
  if (digits.empty() || digits == ".")
    return error(l, c) << "invalid numeric literal '" << src.slice(start, pos)
                       << "'";
  Token t;
  t.line = l;
  t.col = c;
  t.text = src.slice(start, pos).str();
  if (isFloat) {
    t.kind = TokKind::Float;
    t.floatValue = std::strtod(digits.c_str(), nullptr);
  } else {
    t.kind = TokKind::Int;
    if (StringRef(digits).getAsInteger(radix, t.intValue))
      return error(l, c) << "integer literal '" << t.text
                         << "' does not fit in 64 bits";
  }
  toks.push_back(std::move(t));
  return success();
}

LogicalResult Lexer::lexString(size_t prefixLen) {
  int l = line, c = col();
  bool raw = false;
  for (size_t i = 0; i < prefixLen; ++i)
    if (src[pos + i] == 'r' || src[pos + i] == 'R')
      raw = true;
  pos += prefixLen;
  char quote = peek();
  bool triple = peek(1) == quote && peek(2) == quote;
  pos += triple ? 3 : 1;
  std::string value;
  while (true) {
    char ch = peek();
    if (ch == '\0')
      return error(l, c) << (triple ? "unterminated triple-quoted string"
                                    : "unterminated string literal");
    if (!triple && ch == '\n')
      return error(l, c) << "unterminated string literal";
    if (ch == quote && (!triple || (peek(1) == quote && peek(2) == quote))) {
      pos += triple ? 3 : 1;
      break;
    }
    if (ch == '\\' && !raw) {
      char n = peek(1);
      pos += 2;
      switch (n) {
      case 'n':
        value.push_back('\n');
        break;
      case 't':
        value.push_back('\t');
        break;
      case 'r':
        value.push_back('\r');
        break;
      case '0':
        value.push_back('\0');
        break;
      case '\n':
        newLine();
        break;
      case '\\':
      case '\'':
      case '"':
        value.push_back(n);
        break;
      case '\0':
        return error(l, c) << "unterminated string literal";
      default:
        value.push_back('\\');
        value.push_back(n);
        break;
      }
      continue;
    }
    if (ch == '\\' && raw && peek(1) != '\0') {
      value.push_back(ch);
      value.push_back(peek(1));
      pos += 2;
      continue;
    }
    value.push_back(ch);
    ++pos;
    if (ch == '\n')
      newLine();
  }
  push(TokKind::String, std::move(value), l, c);
  return success();
}

LogicalResult Lexer::run() {
  static const char *const ops3[] = {"**=", "//=", ">>=", "<<=", "..."};
  static const char *const ops2[] = {
      "**", "//", "<<", ">>", "<=", ">=", "==", "!=", "->", "+=",
      "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", ":="};
  bool atLineStart = true;
  while (true) {
    if (atLineStart && depth == 0) {
      bool skip = false;
      if (failed(lexIndentation(skip)))
        return failure();
      if (skip)
        continue;
      atLineStart = false;
    }
    char c = peek();
    if (c == '\0')
      break;
    if (c == ' ' || c == '\t' || c == '\f' || c == '\r') {
      ++pos;
      continue;
    }
    if (c == '#') {
      while (peek() != '\n' && peek() != '\0')
        ++pos;
      continue;
    }
    if (c == '\\') {
      size_t p = pos + 1;
      if (p < src.size() && src[p] == '\r')
        ++p;
      if (p < src.size() && src[p] == '\n') {
        pos = p + 1;
        newLine();
        continue;
      }
      return error(line, col()) << "unexpected character after line "
                                   "continuation character";
    }
    if (c == '\n') {
      if (depth == 0 && !toks.empty() && toks.back().kind != TokKind::Newline)
        push(TokKind::Newline, "", line, col());
      ++pos;
      newLine();
      atLineStart = depth == 0;
      continue;
    }
    if (llvm::isDigit(c) || (c == '.' && llvm::isDigit(peek(1)))) {
      if (failed(lexNumber()))
        return failure();
      continue;
    }
    if (llvm::isAlpha(c) || c == '_' || static_cast<unsigned char>(c) >= 0x80) {
      // String prefixes (r, b, f, u and pairs) glue to a following quote.
      size_t n = 0;
      while (n < 2 && strchr("rRbBfFuU", peek(n)) && peek(n) != '\0')
        ++n;
      bool lexedString = false;
      for (size_t k = n; k >= 1 && !lexedString; --k) {
        if (peek(k) == '\'' || peek(k) == '"') {
          if (failed(lexString(k)))
            return failure();
          lexedString = true;
        }
      }
      if (lexedString)
        continue;
      int l = line, cc = col();
      size_t start = pos;
      while (llvm::isAlnum(peek()) || peek() == '_' ||
             static_cast<unsigned char>(peek()) >= 0x80)
        ++pos;
      push(TokKind::Name, src.slice(start, pos).str(), l, cc);
      continue;
    }
    if (c == '\'' || c == '"') {
      if (failed(lexString(0)))
        return failure();
      continue;
    }
    int l = line, cc = col();
    StringRef rest = src.substr(pos);
    StringRef op;
    for (const char *o : ops3)
      if (op.empty() && rest.starts_with(o))
        op = o;
    for (const char *o : ops2)
      if (op.empty() && rest.starts_with(o))
        op = o;
    if (op.empty() && strchr("+-*/%@&|^~<>()[]{},:;.=", c))
      op = rest.substr(0, 1);
    if (op.empty())
      return error(l, cc) << "invalid character '" << std::string(1, c)
                          << "' in source";
    if (op == "(" || op == "[" || op == "{")
      ++depth;
    if (op == ")" || op == "]" || op == "}") {
      if (depth == 0)
        return error(l, cc) << "unmatched '" << op << "'";
      --depth;
    }
    pos += op.size();
    push(TokKind::Op, op.str(), l, cc);
  }
  if (depth != 0)
    return error(line, col()) << "unexpected end of file inside brackets";
  if (!toks.empty() && toks.back().kind != TokKind::Newline)
    push(TokKind::Newline, "", line, col());
  while (indents.size() > 1) {
    indents.pop_back();
    push(TokKind::Dedent, "", line, col());
  }
  push(TokKind::End, "", line, col());
  return success();
}

LogicalResult tilec::frontend::tokenize(StringRef source, StringRef fileName,
                                        MLIRContext *context,
                                        std::vector<Token> &tokens) {
  tokens.clear();
  Lexer lexer(source, fileName, context, tokens);
  return lexer.run();
}

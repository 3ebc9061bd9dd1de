// The namespaces most of Nano.Emit's files use, imported once. The value codecs are Nano.Core's, shared with the
// interpreted backend: the compiler picks them and the runtime helpers run them.
global using System.Collections.Immutable;
global using System.Reflection;
global using System.Reflection.Emit;
global using System.Runtime.CompilerServices;
global using System.Runtime.InteropServices;
global using Nano.Emit.IL;
global using Nano.Emit.Runtime;
global using Nano.Model;
global using Nano.Serialization;
global using Nano.Serialization.Codecs;
global using Nano.Serialization.Collections;
global using Nano.Wire;

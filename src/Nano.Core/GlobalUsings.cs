// The namespaces most of Nano.Core's files use, imported once (as Nano.Emit does): a file's own using lines then name
// only what is particular to it.
global using System.Buffers;
global using System.Collections.Immutable;
global using System.Diagnostics.CodeAnalysis;
global using System.Reflection;
global using System.Runtime.CompilerServices;
global using System.Runtime.InteropServices;
global using Nano.Model;
global using Nano.Model.Building;
global using Nano.Serialization;
global using Nano.Serialization.Collections;
global using Nano.Serialization.Interpreted.Codecs;
global using Nano.Serialization.Interpreted.Fields;
global using Nano.Wire;

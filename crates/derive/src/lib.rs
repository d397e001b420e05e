//! `#[derive(Deserialize)]` for the rules crates: `serde::Deserialize`, read
//! from the same JSON with the same refusals as serde's own derive, but with
//! far less code per type, so every game's wasm stays small.
//!
//! Serde's derive writes, for each struct, a visitor that matches field
//! names and reads a map or a sequence in any format; and it reads an
//! internally tagged enum by buffering the whole object into its private
//! `Content` type, so every type inside every variant is compiled a second
//! time. Across a game's states, actions, events and views that was most of
//! its wasm. This derive reads an object once into a JSON map
//! (`ruleshelf_engine::de::Fields`) and takes each field out of it, so
//! each field's type is read by the one deserializer used everywhere else,
//! and a struct costs a call per field.
//!
//! The shapes: structs with named fields (objects), newtype structs (the
//! inner value), externally tagged enums (serde's default: `"name"` for a
//! unit variant, `{ "name": value }` for the others, an array for a tuple
//! variant's values) and internally tagged
//! enums (`#[serde(tag = "...")]`) of unit, struct and newtype variants.
//! It understands the `serde` attributes the rules crates use, and refuses
//! (at compile time) any other that would change how a type is read:
//! - on a type: `tag = "..."`, `rename_all = "camelCase"`,
//!   `rename_all_fields = "camelCase"`, `deny_unknown_fields`,
//!   `transparent`, and `rename = "..."` (which names the type in
//!   serde's messages only);
//! - on a variant: `rename = "..."`, `skip`, `skip_deserializing`;
//! - on a field: `rename = "..."`, `default`, `default = "path"`, `skip`,
//!   `skip_deserializing` (the field takes its default), and the
//!   serialize-only `skip_serializing`, `skip_serializing_if`.

use proc_macro::TokenStream;
use proc_macro2::TokenStream as Tokens;
use quote::quote;
use syn::{parse_macro_input, Attribute, Data, DeriveInput, Fields, LitStr};

/// The path of the runtime the generated code calls.
#[allow(non_upper_case_globals)]
const de: Path = Path;

/// Writes `::ruleshelf_engine::de`.
struct Path;

impl quote::ToTokens for Path {
    fn to_tokens(&self, tokens: &mut Tokens) {
        tokens.extend(quote! { ::ruleshelf_engine::de });
    }
}

#[proc_macro_derive(Deserialize, attributes(serde))]
pub fn derive_deserialize(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    expand(&input)
        .unwrap_or_else(syn::Error::into_compile_error)
        .into()
}

/// How names are written: as declared, or camelCase (serde's rule).
#[derive(Clone, Copy, Default)]
enum Rename {
    #[default]
    None,
    Camel,
}

impl Rename {
    fn parse(lit: &LitStr) -> syn::Result<Rename> {
        match lit.value().as_str() {
            "camelCase" => Ok(Rename::Camel),
            other => Err(syn::Error::new(
                lit.span(),
                format!("rename rule \"{other}\" is not supported by ruleshelf's Deserialize"),
            )),
        }
    }

    /// A variant's name (PascalCase in Rust) under this rule.
    fn variant(self, name: &str) -> String {
        match self {
            Rename::None => name.to_owned(),
            Rename::Camel => {
                let mut chars = name.chars();
                chars
                    .next()
                    .map(|first| first.to_ascii_lowercase().to_string() + chars.as_str())
                    .unwrap_or_default()
            }
        }
    }

    /// A field's name (snake_case in Rust) under this rule.
    fn field(self, name: &str) -> String {
        match self {
            Rename::None => name.to_owned(),
            Rename::Camel => {
                let mut out = String::new();
                let mut upper = false;
                for c in name.chars() {
                    if c == '_' {
                        upper = true;
                    } else if upper {
                        out.push(c.to_ascii_uppercase());
                        upper = false;
                    } else {
                        out.push(c);
                    }
                }
                out
            }
        }
    }
}

struct Container {
    /// The tag's key, for an internally tagged enum.
    tag: Option<String>,
    variants: Rename,
    fields: Rename,
    deny_unknown: bool,
}

fn container(input: &DeriveInput) -> syn::Result<Container> {
    let mut out = Container {
        tag: None,
        variants: Rename::None,
        fields: Rename::None,
        deny_unknown: false,
    };
    for attr in serde_attrs(&input.attrs) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("tag") {
                out.tag = Some(meta.value()?.parse::<LitStr>()?.value());
            } else if meta.path.is_ident("rename_all") {
                out.variants = Rename::parse(&meta.value()?.parse()?)?;
            } else if meta.path.is_ident("rename_all_fields") {
                out.fields = Rename::parse(&meta.value()?.parse()?)?;
            } else if meta.path.is_ident("deny_unknown_fields") {
                out.deny_unknown = true;
            } else if meta.path.is_ident("transparent") {
            } else if meta.path.is_ident("rename") {
                meta.value()?.parse::<LitStr>()?;
            } else {
                return Err(
                    meta.error("this serde attribute is not supported by ruleshelf's Deserialize")
                );
            }
            Ok(())
        })?;
    }
    Ok(out)
}

fn serde_attrs(attrs: &[Attribute]) -> impl Iterator<Item = &Attribute> {
    attrs.iter().filter(|a| a.path().is_ident("serde"))
}

/// A variant's serde attributes: its name in JSON, or `None` when skipped.
fn variant_name(attrs: &[Attribute], declared: String) -> syn::Result<Option<String>> {
    let mut name = Some(declared);
    for attr in serde_attrs(attrs) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("rename") {
                let renamed = meta.value()?.parse::<LitStr>()?.value();
                name = name.as_ref().map(|_| renamed);
            } else if meta.path.is_ident("skip") || meta.path.is_ident("skip_deserializing") {
                name = None;
            } else if meta.path.is_ident("skip_serializing") {
            } else {
                return Err(meta.error(
                    "this serde attribute on a variant is not supported by ruleshelf's Deserialize",
                ));
            }
            Ok(())
        })?;
    }
    Ok(name)
}

/// How a field is read.
enum Read {
    /// Required (an `Option` may be missing: it is then `None`).
    Required,
    /// Its `Default` when missing.
    Default,
    /// This function's value when missing.
    DefaultWith(syn::ExprPath),
    /// Never read: its `Default`.
    Skip,
}

fn field(attrs: &[Attribute], declared: String) -> syn::Result<(String, Read)> {
    let mut name = declared;
    let mut read = Read::Required;
    for attr in serde_attrs(attrs) {
        attr.parse_nested_meta(|meta| {
            if meta.path.is_ident("rename") {
                name = meta.value()?.parse::<LitStr>()?.value();
            } else if meta.path.is_ident("default") {
                read = if meta.input.peek(syn::Token![=]) {
                    Read::DefaultWith(meta.value()?.parse::<LitStr>()?.parse()?)
                } else {
                    Read::Default
                };
            } else if meta.path.is_ident("skip") || meta.path.is_ident("skip_deserializing") {
                read = Read::Skip;
            } else if meta.path.is_ident("skip_serializing_if") {
                meta.value()?.parse::<LitStr>()?;
            } else if meta.path.is_ident("skip_serializing") {
            } else {
                return Err(meta.error(
                    "this serde attribute on a field is not supported by ruleshelf's Deserialize",
                ));
            }
            Ok(())
        })?;
    }
    Ok((name, read))
}

/// The value of each named field, taken from `Fields` (in `__fields`).
fn field_inits(fields: &syn::FieldsNamed, rename: Rename) -> syn::Result<Vec<Tokens>> {
    let mut inits = Vec::new();
    for f in &fields.named {
        let Some(fi) = &f.ident else { continue };
        let (key, read) = field(&f.attrs, rename.field(&fi.to_string()))?;
        let value = match read {
            Read::Required => quote! { __fields.take(#key)? },
            Read::Default => quote! { __fields.take_or(#key, ::core::default::Default::default)? },
            Read::DefaultWith(path) => quote! { __fields.take_or(#key, #path)? },
            Read::Skip => quote! { ::core::default::Default::default() },
        };
        inits.push(quote! { #fi: #value });
    }
    Ok(inits)
}

fn expand(input: &DeriveInput) -> syn::Result<Tokens> {
    if !input.generics.params.is_empty() {
        return Err(syn::Error::new_spanned(
            &input.generics,
            "ruleshelf's Deserialize does not support generic types",
        ));
    }
    let c = container(input)?;
    let ident = &input.ident;
    let body =
        match &input.data {
            Data::Struct(data) => match &data.fields {
                Fields::Named(named) => {
                    let inits = field_inits(named, c.variants)?;
                    let deny = c.deny_unknown;
                    quote! {
                        let mut __fields = #de::Fields::object(__value)?;
                        let __read = #ident { #(#inits),* };
                        __fields.end(#deny)?;
                        ::core::result::Result::Ok(__read)
                    }
                }
                Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
                    quote! { #de::ReadJson::read_json(__value).map(#ident) }
                }
                _ => return Err(syn::Error::new_spanned(
                    ident,
                    "ruleshelf's Deserialize reads structs with named fields or one unnamed field",
                )),
            },
            Data::Enum(data) => match &c.tag {
                Some(tag) => tagged_enum(ident, data, &c, tag)?,
                None => external_enum(ident, data, &c)?,
            },
            Data::Union(_) => {
                return Err(syn::Error::new_spanned(
                    ident,
                    "ruleshelf's Deserialize does not read unions",
                ))
            }
        };
    Ok(quote! {
        #[automatically_derived]
        impl #de::ReadJson for #ident {
            // One body per type, called from every place that reads one
            // (lists, options, fields), not copied into each.
            #[inline(never)]
            fn read_json(__value: #de::Value) -> ::core::result::Result<Self, #de::ReadError> {
                #body
            }
        }
        #[automatically_derived]
        impl<'de> ::serde::Deserialize<'de> for #ident {
            fn deserialize<__D: ::serde::Deserializer<'de>>(__deserializer: __D) -> ::core::result::Result<Self, __D::Error> {
                #de::deserialize(__deserializer)
            }
        }
    })
}

/// An externally tagged enum (serde's default): a unit variant written as
/// its name, any other as `{ "<variant>": <its value> }`.
fn external_enum(ident: &syn::Ident, data: &syn::DataEnum, c: &Container) -> syn::Result<Tokens> {
    let mut names = Vec::new();
    let mut arms = Vec::new();
    for v in &data.variants {
        let Some(name) = variant_name(&v.attrs, c.variants.variant(&v.ident.to_string()))? else {
            continue;
        };
        let vi = &v.ident;
        let arm = match &v.fields {
            Fields::Unit => quote! { (#name, ::core::option::Option::None) => #ident::#vi, },
            Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => quote! {
                (#name, ::core::option::Option::Some(__value)) => #ident::#vi(#de::ReadJson::read_json(__value).map_err(|e| e.at(#name))?),
            },
            Fields::Unnamed(unnamed) => {
                let types: Vec<_> = unnamed.unnamed.iter().map(|f| &f.ty).collect();
                let parts: Vec<_> = (0..types.len())
                    .map(|i| quote::format_ident!("__{}", i))
                    .collect();
                quote! {
                    (#name, ::core::option::Option::Some(__value)) => {
                        let (#(#parts,)*) = <(#(#types,)*) as #de::ReadJson>::read_json(__value).map_err(|e| e.at(#name))?;
                        #ident::#vi(#(#parts),*)
                    }
                }
            }
            Fields::Named(named) => {
                let inits = field_inits(named, c.fields)?;
                let deny = c.deny_unknown;
                quote! {
                    (#name, ::core::option::Option::Some(__value)) => {
                        let mut __fields = #de::Fields::object(__value).map_err(|e| e.at(#name))?;
                        let __read = #ident::#vi { #(#inits),* };
                        __fields.end(#deny)?;
                        __read
                    }
                }
            }
        };
        arms.push(arm);
        names.push(name);
    }
    Ok(quote! {
        const VARIANTS: &[&str] = &[#(#names),*];
        let (__name, __value) = #de::variant(__value)?;
        ::core::result::Result::Ok(match (__name.as_str(), __value) {
            #(#arms)*
            (__other, _) => return ::core::result::Result::Err(#de::ReadError::unknown_variant(__other, VARIANTS)),
        })
    })
}

/// An internally tagged enum: `{ "<tag>": "<variant>", ...fields }`.
fn tagged_enum(
    ident: &syn::Ident,
    data: &syn::DataEnum,
    c: &Container,
    tag: &str,
) -> syn::Result<Tokens> {
    let mut names = Vec::new();
    let mut arms = Vec::new();
    for v in &data.variants {
        let Some(name) = variant_name(&v.attrs, c.variants.variant(&v.ident.to_string()))? else {
            continue;
        };
        let vi = &v.ident;
        let arm = match &v.fields {
            Fields::Unit => quote! { #ident::#vi },
            Fields::Named(named) => {
                let inits = field_inits(named, c.fields)?;
                quote! { #ident::#vi { #(#inits),* } }
            }
            Fields::Unnamed(unnamed) if unnamed.unnamed.len() == 1 => {
                quote! { return __fields.rest().map(#ident::#vi) }
            }
            Fields::Unnamed(_) => {
                return Err(syn::Error::new_spanned(
                    v,
                    "an internally tagged enum cannot hold a tuple variant",
                ));
            }
        };
        arms.push(quote! { #name => #arm, });
        names.push(name);
    }
    let deny = c.deny_unknown;
    Ok(quote! {
        const VARIANTS: &[&str] = &[#(#names),*];
        let (__tag, mut __fields) = #de::Fields::tagged(__value, #tag)?;
        let __read = match __tag.as_str() {
            #(#arms)*
            __other => return ::core::result::Result::Err(#de::ReadError::unknown_variant(__other, VARIANTS)),
        };
        __fields.end(#deny)?;
        ::core::result::Result::Ok(__read)
    })
}
